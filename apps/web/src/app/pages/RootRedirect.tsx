import { Navigate } from 'react-router';
import { readSession } from '../../lib/session';

/** '/' (spec 000 §2.1): /home with a session, else /login. */
export function RootRedirect() {
  return <Navigate to={readSession() ? '/home' : '/login'} replace />;
}
