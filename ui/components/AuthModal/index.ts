export { default as AuthModal, authViews, type AuthView, type AuthModalProps } from './AuthModal';
