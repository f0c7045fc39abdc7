export { OnboardingShell, type OnboardingShellProps } from './OnboardingShell';
