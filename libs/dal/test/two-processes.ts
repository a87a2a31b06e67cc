import { Redis } from 'ioredis';
import { MongoDatabase, redisWriteTurns } from '../src/index.js';

/** Two processes writing one database, as two replicas do: each its own connection and Redis client, taking write turns in Redis. */
export interface TwoProcesses {
  databases: [MongoDatabase, MongoDatabase];
  close(): Promise<void>;
}

export async function connectTwoProcesses(uri: string, redisUrl: string): Promise<TwoProcesses> {
  const redises = [0, 1].map(() => new Redis(redisUrl, { maxRetriesPerRequest: 2 }));
  const databases = (await Promise.all(redises.map(async (redis) => (await new MongoDatabase({ uri }).connect()).useWriteTurns(redisWriteTurns(redis))))) as [
    MongoDatabase,
    MongoDatabase,
  ];
  return {
    databases,
    async close() {
      await databases[0].connection.dropDatabase();
      await Promise.all(databases.map((database) => database.disconnect()));
      for (const redis of redises) redis.disconnect();
    },
  };
}
