// The auth feature's public face for other features and scripts: one-time codes and the admin role.
export { type AdminChange, listAdmins, setAdminRole } from './admin-role.js';
export { OTP_MESSAGES, type OtpPurpose, sendCode, verifyCode } from './otp-service.js';
