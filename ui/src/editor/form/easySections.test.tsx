/** A section whose fields are all advanced-only shows no empty heading in easy mode (spec §4). */
import { act, cleanup, screen } from '@testing-library/react';
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
    expect(screen.queryAllByRole('heading', { level: 2, name: 'Forderungen Dritter' })).toHaveLength(count);
  });
});
