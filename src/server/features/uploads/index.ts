// The uploads feature's public face for other features: the daily upload quota every file-taking route counts.
export { startUpload, UPLOAD_QUOTA_MESSAGE } from './quota.js';
