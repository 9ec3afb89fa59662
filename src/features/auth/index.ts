export {
  authenticatedAtom,
  hasTokenAtom,
  profileRemitoneStatusAtom,
  remitoneStatusAtom,
  sessionUserAtom,
  SESSION_USER_KEY,
} from './state.ts';
export { logout } from './logout.ts';
