/**
 * Header actions: switch mode (to easy with the per-screen list of advanced elements and a
 * confirmation, spec §4) and home (confirm, then cancel the invoice and clear its metadata).
 */
import { t } from '../../i18n';
import { appStore } from '../../state/store';
import { advancedElements, groupByScreen, removeAdvancedElements } from '../behaviours/modeSwitch';
import { paymentSectionOf } from '../behaviours/paymentType';
import { editorSchema } from '../model/invoiceSchema';
import { toEasyMode } from '../model/rulesApi';
import { humanize } from '../model/uiFor';
import { ADVANCED_ONLY, type ScreenId } from '../screens/screenDefs';
import { uiSettingsAtom, userSettingsAtom, workingInvoiceAtom } from '../state/atoms';
import { dropCurrentDraft } from '../state/drafts';
import { leaveEditor } from '../state/enterEditor';
import { confirm } from '../ui/confirm';
import { needsSave } from '../validate/generate';

type Navigate = (to: string) => void;

function label(name: string): string {
  const text = t(`field.${name}`);
  return text === `field.${name}` ? humanize(name) : text;
}

export async function switchMode(navigate: Navigate, currentScreen?: ScreenId): Promise<void> {
  const settings = appStore.get(userSettingsAtom);
  if (!settings.isEasyMode) {
    const invoice = appStore.get(workingInvoiceAtom);
    const elements = advancedElements(invoice, editorSchema(false));
    if (elements.length > 0) {
      const items: string[] = [];
      for (const [screen, list] of groupByScreen(elements)) {
        const names = [...new Set(list.map((e) => label(e.name)))];
        items.push(`${t(`editor.menu.${screen}`)}: ${names.join(', ')}`);
      }
      const ok = await confirm(
        t('editor.mode.toEasy.title'),
        t('editor.mode.toEasy.text'),
        items,
        t('editor.mode.toEasy.confirm'),
      );
      if (!ok) return;
      let next = removeAdvancedElements(invoice, elements);
      // the rules' switch also drops a base quantity unit (BT-150) left without BT-149
      next = toEasyMode(next)?.invoice ?? next;
      appStore.set(workingInvoiceAtom, next);
    }
    // the card section is advanced-only: the payment screen shows the section of the payment
    // means now in the model (a card payment became a SEPA credit transfer)
    if (appStore.get(uiSettingsAtom).paymentSection === 'PAYMENT_CARD') {
      const code = appStore.get(workingInvoiceAtom)?.PAYMENT_INSTRUCTIONS?.Payment_means_type_code;
      appStore.set(uiSettingsAtom, (u) => ({ ...u, paymentSection: paymentSectionOf(code) }));
    }
    appStore.set(userSettingsAtom, { ...settings, isEasyMode: true });
    if (currentScreen && ADVANCED_ONLY.includes(currentScreen)) navigate('/SummaryView');
    return;
  }
  appStore.set(userSettingsAtom, { ...settings, isEasyMode: false });
}

/** Home: asks only when something typed would be lost (not right after a save). */
export async function goHome(navigate: Navigate): Promise<void> {
  if (needsSave()) {
    if (!(await confirm(t('editor.home.title'), t('editor.home.text')))) return;
    // left unsaved on purpose: no draft is offered for it later
    dropCurrentDraft();
  }
  leaveEditor();
  navigate('/Dashboard');
}
