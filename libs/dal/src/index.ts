export * from './connection/mongo-database.js';
export * from './repository/base.repository.js';
export * from './entities/template/template.schema.js';
export * from './entities/template/template.repository.js';
export * from './entities/template-selection/template-selection.schema.js';
export * from './entities/template-selection/template-selection.repository.js';
export * from './entities/user/user.schema.js';
export * from './entities/user/user.repository.js';
