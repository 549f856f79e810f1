/** "Wiederkehrend": a schedule from a stored invoice — rhythm, start, end, due days, draft or send. */
import { Button, Heading, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { createSchedule, type Frequency, type NewSchedule } from '../../api/recurring';
import { DateField } from '../../forms/DateField';
import { SelectField, TextField } from '../../forms/fields';
import { FormStack, useT } from '../../forms/Screen';
import { todayIso } from '../../i18n/formats';
import { showError } from '../../ui/errors';
import { toast } from '../../ui/toaster';

const FREQUENCIES: Frequency[] = ['week', 'month', 'quarter', 'year'];

export function NewScheduleForm({ invoiceId, created }: { invoiceId: number; created: () => void }) {
  const t = useT();
  const [form, setForm] = useState({
    frequency: 'month' as Frequency,
    startDate: todayIso(),
    endDate: '',
    dueDays: '30',
    mode: 'draft' as NewSchedule['mode'],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  async function submit() {
    const found: Record<string, string> = {};
    if (!form.startDate) found.startDate = t('validation.required');
    if (form.endDate && form.endDate < form.startDate) found.endDate = t('schedules.error.endBeforeStart');
    const dueDays = Number(form.dueDays);
    if (!Number.isInteger(dueDays) || dueDays < 0 || dueDays > 365)
      found.dueDays = t('schedules.error.dueDays');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await createSchedule({
        invoiceId,
        frequency: form.frequency,
        startDate: form.startDate,
        ...(form.endDate ? { endDate: form.endDate } : {}),
        dueDays,
        mode: form.mode,
      });
      toast.success(t('schedules.created'));
      created();
    } catch (error) {
      await showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormStack onSubmit={submit} label={t('schedules.new')}>
      <Heading as="h2" size="md">
        {t('schedules.new')}
      </Heading>
      <Text>{t('schedules.newHint')}</Text>
      <SelectField
        label={t('schedules.frequency')}
        name="frequency"
        value={form.frequency}
        onChange={set('frequency')}
        options={FREQUENCIES.map((f) => ({ value: f, label: t(`schedules.every.${f}`) }))}
      />
      <HStack align="start" wrap="wrap">
        <DateField
          label={t('schedules.startDate')}
          name="startDate"
          value={form.startDate}
          onChange={set('startDate')}
          error={errors.startDate}
          required
        />
        <DateField
          label={t('schedules.endDate')}
          name="endDate"
          value={form.endDate}
          onChange={set('endDate')}
          error={errors.endDate}
        />
        <TextField
          label={t('schedules.dueDays')}
          name="dueDays"
          value={form.dueDays}
          onChange={set('dueDays')}
          error={errors.dueDays}
        />
      </HStack>
      <SelectField
        label={t('schedules.mode')}
        name="mode"
        value={form.mode}
        onChange={set('mode')}
        options={(['draft', 'send'] as const).map((m) => ({ value: m, label: t(`schedules.mode.${m}`) }))}
      />
      <HStack>
        <Button type="submit" colorPalette="blue" loading={busy}>
          {t('schedules.create')}
        </Button>
      </HStack>
    </FormStack>
  );
}
