export { askStorageForTypes, auditUserFolder, AUDIT_PAGE } from './audit-folder.js';
export { auditStore, type StoreAuditProgress, type StoreAuditReport, type UserProblems } from './audit-store.js';
export { classifyFiles, type ClassifiedFile } from './classify.js';
export { FolderAudit, LISTED_KEYS, type FolderAuditResult, type ObjectExists } from './folder-audit.js';
export { expectedKeys, type AuditedPhoto, type PhotoIndex } from './photo-index.js';
export { TypeTally, type TypeCount } from './type-tally.js';
