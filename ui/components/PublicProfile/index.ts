export { PublicProfile, type PublicProfileProps } from './PublicProfile';
