/**
 * The paths the sign-in page and the http layer need, apart from the route guard: the sign-in page runs without
 * the router (src/app/sign-in-app.tsx), so nothing it imports may import @tanstack/react-router.
 */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/wel/index';
export const LOCK_PATH = '/lock';
export const EDIT_PASSWORD_PATH = '/editPassword';
