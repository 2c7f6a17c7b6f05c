export { LoginScreen } from './components/login-screen';
export { asksForLogout, loginPathFor, safeRedirect, sessionLostPath, LOGOUT_QUERY_KEYS } from './redirect';
