/** A section whose fields are all advanced-only shows no empty heading in easy mode (spec §4). */
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../../state/store';
import { userSettingsAtom, workingInvoiceAtom } from '../state/atoms';
import { renderWithApp } from '../test/renderWithApp';
import { GroupSection } from './GroupSection';

const thirdParty = { key: 'thirdParty', path: [], fields: ['THIRD_PARTY_PAYMENT'] };

describe('sections by mode', () => {
  afterEach(cleanup);

  it.each([
    [true, 0],
    [false, 1],
  ])('easy mode %s: third-party claims heading shown %i times', (isEasyMode, count) => {
    act(() => {
      appStore.set(workingInvoiceAtom, { id: 'root' });
      appStore.set(userSettingsAtom, { isEasyMode, isXMLIncluded: false });
    });
    renderWithApp(<GroupSection section={thirdParty} />);
    // one heading: the section's own (h3 below the screen's h2), not a second one of its list
    const headings = [...document.querySelectorAll('[data-section] h3')].filter(
      (h) => h.textContent === 'Forderungen Dritter',
    );
    expect(headings).toHaveLength(count);
  });
});
