/**
 * The one jotai store of the app. Shared with code outside React (the HTTP client, the session
 * actions, dialogs) so that a forced logout or a running-request count reaches every screen.
 */
import { createStore } from 'jotai';

export const appStore = createStore();
