export * from './connection/mongo-database.js';
export * from './repository/base.repository.js';
export * from './entities/template/template.schema.js';
export * from './entities/template/template.repository.js';
