export { default as LoginModal, type LoginModalProps } from './LoginModal';
