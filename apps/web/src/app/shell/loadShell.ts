/** Fetches the shell's code (header, navigation, sockets, overlays): on the first page inside it, or ahead of time from the login page. */
export const loadShell = () => import('./Shell');
