export { PhotoUpload, type PhotoUploadProps } from './PhotoUpload';
