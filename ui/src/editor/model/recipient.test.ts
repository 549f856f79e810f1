import { describe, expect, it } from 'vitest';
import { editorProfileOf, recipientKindOf, withRecipientKind, XRECHNUNG_3_ID } from './recipient';

const EXTENSION = `${XRECHNUNG_3_ID}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`;

describe('recipient kind = BT-24', () => {
  it('reads a business from EN 16931, a public buyer from XRechnung 3 or no BT-24', () => {
    const business = {
      PROCESS_CONTROL: { Specification_identifier: { Content: 'urn:cen.eu:en16931:2017' } },
    };
    expect(recipientKindOf(business)).toBe('business');
    expect(editorProfileOf(business)).toBe('editor-en16931');
    expect(recipientKindOf({})).toBe('public');
    expect(
      editorProfileOf({ PROCESS_CONTROL: { Specification_identifier: { Content: XRECHNUNG_3_ID } } }),
    ).toBe('editor');
  });

  it('sets BT-24 for the kind, keeping the rest of the process control and an XRechnung extension', () => {
    const invoice = {
      PROCESS_CONTROL: {
        id: 'p',
        Business_process_type: 'x',
        Specification_identifier: { Content: EXTENSION },
      },
    };
    expect(withRecipientKind(invoice, 'public')).toBe(invoice);
    const business = withRecipientKind(invoice, 'business');
    expect(business.PROCESS_CONTROL).toEqual({
      id: 'p',
      Business_process_type: 'x',
      Specification_identifier: { Content: 'urn:cen.eu:en16931:2017' },
    });
    expect(withRecipientKind(business, 'public').PROCESS_CONTROL.Specification_identifier.Content).toBe(
      XRECHNUNG_3_ID,
    );
    expect(withRecipientKind({}, 'business').PROCESS_CONTROL.Specification_identifier.Content).toBe(
      'urn:cen.eu:en16931:2017',
    );
  });
});
