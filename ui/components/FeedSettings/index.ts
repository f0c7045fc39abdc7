export { FeedSettingsForm, type FeedSettingsFormProps } from './FeedSettingsForm';
export { feedSettingsMessages } from './messages';
export { FeedUpload, type FeedUploadProps } from './FeedUpload';
export { feedFileType, feedFormatChoices, formatFileSize, isFeedFormat, maxFeedFileBytes } from './formats';
export { ImportNowButton, type ImportNowButtonProps } from './ImportNowButton';
