/**
 * The one widget registry of the editor (rjsf `widgets` + `templates`). Every screen form uses
 * it; the ui schema names the widget (`ui:widget`), and `uiFor()` picks it from the schema's
 * `x-codelist` / `x-format` / `format` when the screen's ui schema does not.
 */
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { BaseInputTemplate } from './BaseInputTemplate';
import { CheckboxWidget } from './CheckboxWidget';
import { CodelistSelectWidget } from './CodelistSelectWidget';
import { DateWidget } from './DateWidget';
import { IbanWidget } from './IbanWidget';
import { LeitwegIdWidget } from './LeitwegIdWidget';
import { NumberField } from './NumberField';
import { AmountWidget, PercentWidget, QuantityWidget, UnitPriceWidget, VatRateWidget } from './NumberWidget';
import { TextareaWidget } from './TextareaWidget';
import { ArrayFieldItemTemplate, ArrayFieldTemplate, FieldTemplate, ObjectFieldTemplate } from './templates';
import { UnitWidget } from './UnitWidget';

export const widgets: RegistryWidgetsType = {
  codelist: CodelistSelectWidget,
  CheckboxWidget,
  checkbox: CheckboxWidget,
  amount: AmountWidget,
  unitPrice: UnitPriceWidget,
  quantity: QuantityWidget,
  percent: PercentWidget,
  vat: VatRateWidget,
  date: DateWidget,
  iban: IbanWidget,
  leitwegId: LeitwegIdWidget,
  textarea: TextareaWidget,
  unit: UnitWidget,
};

/** Fields replaced for every form: numbers go to the widget untouched (`NumberField.tsx`). */
export const fields: RegistryFieldsType = { NumberField };

export const templates: Partial<TemplatesType> = {
  BaseInputTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
};

export type WidgetName = keyof typeof widgets | 'email' | 'text';
