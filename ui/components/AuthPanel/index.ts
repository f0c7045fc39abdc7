export { AuthOutcome, AuthPanel, authActionsClass, SubmitButton, type AuthPanelProps } from './AuthPanel';
