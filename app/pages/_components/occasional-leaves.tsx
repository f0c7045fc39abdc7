import { AdminMode as AdminModeLeaf } from '#ui/components/AdminMode';
import { InstallPrompt as InstallPromptLeaf } from '#ui/components/InstallPrompt';

/*
 * Client leaves the layout renders only now and then. The build puts the browser code of the
 * client components a server file imports together in one file, which that file's pages load
 * whenever it renders any of them: imported here rather than by the layout, their code is fetched
 * only on the pages that render them, not by every visitor with the layout's own leaves.
 */

/** The install prompt: only when the cookie bar is not asking first (SPEC §4). */
export const InstallPrompt = () => <InstallPromptLeaf />;

/** Admin mode: only for staff with it switched on (SPEC §6). */
export const AdminMode = () => <AdminModeLeaf />;
