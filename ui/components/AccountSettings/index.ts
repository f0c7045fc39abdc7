export { AccountSettings, type AccountSettingsProps, exportPath } from './AccountSettings';
export { changePasswordMessages } from './ChangePasswordForm';
export { afterDeletionPath, deleteAccountMessages } from './DeleteAccount';
