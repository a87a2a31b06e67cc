// A minimal Nest app with one route that makes the same RPC as GET /api/templates, on
// either HTTP adapter (plus the same JSON from memory, to isolate the adapter), to choose the gateway's adapter by measurement (ADR 0004).
// Usage: node adapter-server.ts <express|fastify> <port>   (NATS_URL, NATS_USER, NATS_PASSWORD from the environment)
// Decorators are applied as plain calls so Node can run this file without a build.
import 'reflect-metadata';
import { Controller, Get, Inject, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { listTemplatesRpc } from '@lumafolio/contracts';
import { natsConnectionOf, RpcClient } from '@lumafolio/server-common';

const [adapterName, port] = process.argv.slice(2);
const rpc = new RpcClient({
  nats: natsConnectionOf({
    NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    NATS_USER: process.env.NATS_USER,
    NATS_PASSWORD: process.env.NATS_PASSWORD,
  }),
  timeoutMs: 5_000,
  name: `bench-${adapterName}`,
});
await rpc.connect();
const staticTemplates = await rpc.call(listTemplatesRpc, {});

class TemplatesController {
  rpc: RpcClient;
  constructor(client: RpcClient) {
    this.rpc = client;
  }
  list() {
    return this.rpc.call(listTemplatesRpc, {});
  }
  listStatic() {
    return staticTemplates;
  }
}
Inject(RpcClient)(TemplatesController, undefined, 0);
const route = (path: string, method: 'list' | 'listStatic') =>
  Get(path)(TemplatesController.prototype, method, Object.getOwnPropertyDescriptor(TemplatesController.prototype, method) as PropertyDescriptor);
route('', 'list');
route('static', 'listStatic');
Controller('api/templates')(TemplatesController);

class BenchModule {}
Module({ controllers: [TemplatesController], providers: [{ provide: RpcClient, useValue: rpc }] })(BenchModule);

const adapter = adapterName === 'express' ? new ExpressAdapter() : new FastifyAdapter();
const app = await NestFactory.create(BenchModule, adapter, { logger: false });
await app.listen(Number(port), '127.0.0.1');
process.stdout.write('ready\n');
