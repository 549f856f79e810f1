import { describe, expect, it } from 'vitest';
import { bundledSchemas } from '../../generated/index';
import { createAjv, schemaIds, toProblems } from '../index';

const ajv = createAjv();
const check = (name: keyof typeof schemaIds, data: unknown) => {
  const validate = ajv.getSchema(schemaIds[name]);
  if (!validate) throw new Error(`${name} not registered`);
  return { ok: validate(data), problems: toProblems(validate.errors) };
};

const payload = {
  buyerReference: '04011000-12345-34',
  invoiceIssueDate: '',
  invoiceNumber: 'RE-1',
  jsongroupvalidation: false,
  specVersion: '3.0.1',
  json: '{}',
};

describe('document schemas', () => {
  it('every schema of schemaIds is registered and compiles, source and bundled alike', () => {
    for (const id of Object.values(schemaIds)) expect(ajv.getSchema(id), id).toBeTypeOf('function');
    for (const [name, schema] of Object.entries(bundledSchemas)) {
      expect(() => ajv.compile(schema), name).not.toThrow();
    }
    expect(Object.keys(bundledSchemas).sort()).toEqual(Object.keys(schemaIds).sort());
  });

  it('save payload: accepts a first save, rejects a missing required field at its pointer', () => {
    expect(check('savePayload', payload).ok).toBe(true);
    const { json: _json, ...withoutJson } = payload;
    const result = check('savePayload', withoutJson);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([expect.objectContaining({ pointer: '/json', keyword: 'required' })]);
  });

  it('save payload: a wrong type and an unknown property are reported at their pointers', () => {
    const result = check('savePayload', { ...payload, jsongroupvalidation: 'yes', rechnungId: 3 });
    expect(result.problems.map((p) => [p.pointer, p.keyword])).toEqual([
      ['/rechnungId', 'additionalProperties'],
      ['/jsongroupvalidation', 'type'],
    ]);
  });

  it('save file: version 1 needs type and producer, version 0.1 does not', () => {
    const base = { date: '2026-01-02T10:00:00Z', checksum: '', data: {} };
    expect(check('saveFile', { ...base, version: '0.1' }).ok).toBe(true);
    const v1 = check('saveFile', { ...base, version: '1' });
    expect(v1.problems.map((p) => p.pointer)).toEqual(['/type', '/producer', '']);
    const full = { ...base, version: '1', type: 'INTERMEDIATE_INVOICE', producer: 'XR Web Capture 2.13.1' };
    expect(check('saveFile', full).ok).toBe(true);
    expect(check('saveFile', { ...full, version: '2' }).problems[0].pointer).toBe('/version');
    expect(check('saveFile', { ...full, data: { Invoice_number: 'RE-1' } }).problems[0].pointer).toBe(
      '/data/Invoice_number',
    );
  });

  it('registration needs both acceptances', () => {
    const reg = {
      login: 'neu@firma.example',
      companyName: 'Firma',
      street: 'Weg',
      number: '1',
      postcode: '10115',
      city: 'Berlin',
      contactEmail: 'info@firma.example',
      locale: 'de',
      country: 'DE',
      givenName: 'Erika',
      familyName: 'Muster',
      termsAccepted: true,
      privacyAccepted: true,
    };
    expect(check('registration', reg).ok).toBe(true);
    expect(check('registration', { ...reg, privacyAccepted: false }).problems[0].pointer).toBe(
      '/privacyAccepted',
    );
  });
});
