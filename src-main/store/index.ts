export {
  CampaignStore,
  openOrCreateDefault,
  StoreError,
  HISTORY_LIMIT,
  type StoreEvents,
  type StoreOptions,
  type FlushResult
} from './campaign-store'
export { CampaignFileAdapter, ChangedOnDiskError, ReadOnlyError } from './campaign-adapter'
export {
  CampaignFileError,
  readCampaignFile,
  decodeCampaignBytes,
  serializeCampaign,
  type Fingerprint
} from './campaign-file'
export { Backups, backupFolderFor, DAILY_DAYS, RECENT_HOURS, RECENT_SPACING_MS, SIZE_CAP_FACTOR } from './backups'
export { writeFileDurable, fsyncDir, IncompleteWriteError, NotRegularFileError } from './durable-write'
export { readRegularFile, FileTooLargeError, CAMPAIGN_MAX_BYTES, SETTINGS_MAX_BYTES } from './read-bounded'
export {
  writeRecoveryFile,
  listRecoveryFiles,
  setRecoveryAside,
  type RecoveryFile,
  type RecoveryOptions
} from './recovery'
export { Emitter } from './emitter'
