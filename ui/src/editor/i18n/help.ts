/**
 * The editor's field help texts (help.<locale>.json), added to the message catalogues when the
 * editor's code loads: the login and the dashboard do not carry them (issue 28, first load).
 */
import { addMessages } from '../../i18n';
import de from './help.de.json';
import en from './help.en.json';

addMessages({ de, en });
