/**
 * The plain finding texts of easy mode (plain.<locale>.json), added to the message catalogues when
 * the code that writes them (editor/model/plainText.ts) loads: the first screens do not carry them
 * (issue 28, first load).
 */
import { addMessages } from '../../i18n';
import de from './plain.de.json';
import en from './plain.en.json';

addMessages({ de, en });
