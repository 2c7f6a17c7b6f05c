export { LoginScreen } from './components/login-screen';
export { asksForLogout, loginPathFor, safeRedirect, LOGOUT_QUERY_KEYS } from './redirect';
