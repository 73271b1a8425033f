import {
  type ActivityQuestions,
  ActivityQuestionsInput,
  presetQuestion,
  QUESTION_KINDS,
  QUESTION_LIMITS,
  QUESTION_PRESETS,
  QUESTION_SCOPES,
  type QuestionInput,
  type QuestionKind,
  type QuestionPreset,
  type QuestionScope,
} from '@sortim/contracts/booking-questions';
import { toLocale } from '@sortim/contracts/product';
import { YES_NO_VALUES } from '@sortim/contracts/question-rules';
import HeartPulse from 'lucide-react/icons/heart-pulse';
import Plus from 'lucide-react/icons/plus';
import Save from 'lucide-react/icons/save';
import Trash2 from 'lucide-react/icons/trash-2';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Checkbox } from '#/components/ui/checkbox.tsx';
import { Input } from '#/components/ui/input.tsx';
import { Label } from '#/components/ui/label.tsx';
import { NativeSelect } from '#/components/ui/native-select.tsx';
import { Textarea } from '#/components/ui/textarea.tsx';
import { useHostQuestions, useSaveQuestions } from '#/features/activity-editor/api/activity-questions.ts';
import { FormSection } from '#/features/activity-editor/components/form-section.tsx';
import { errorMessage } from '#/lib/api-client.ts';
import { messageText } from '#/lib/message-text.ts';
import { toast } from '#/lib/toast.ts';

/*
 * 'Questions for guests' in the activity editor: the host picks ready-made questions or writes their own,
 * and saves them with their own button (their own route, decision 181; the rest of the form keeps its
 * Save). Options are typed one per line; a question may show only when an earlier always-shown choice
 * has a given answer. The form says plainly what happens to health answers.
 */

type Draft = {
  label: string;
  kind: QuestionKind;
  scope: QuestionScope;
  options: string;
  required: boolean;
  health: boolean;
  /** `${index}:${value}` of the earlier question and its answer, or '' for always. */
  showWhen: string;
  preset: QuestionPreset | null;
};

const isChoice = (kind: QuestionKind) => kind === 'one_choice' || kind === 'several_choices';

const draftOf = (q: Omit<QuestionInput, 'id'>): Draft => ({
  label: q.label,
  kind: q.kind,
  scope: q.scope,
  options: (q.options ?? []).join('\n'),
  required: q.required,
  health: q.health,
  showWhen: q.showWhen ? `${q.showWhen.question}:${q.showWhen.equals}` : '',
  preset: q.preset ?? null,
});

const inputOf = (d: Draft): QuestionInput => {
  const [index, ...rest] = d.showWhen.split(':');
  return {
    label: d.label,
    kind: d.kind,
    scope: d.scope,
    options: isChoice(d.kind)
      ? d.options
          .split('\n')
          .map((o) => o.trim())
          .filter(Boolean)
      : [],
    required: d.required,
    health: d.health,
    showWhen: d.showWhen ? { question: Number(index), equals: rest.join(':') } : null,
    preset: d.preset,
  };
};

export function QuestionsSection({ activityId }: { activityId: string }) {
  const { t, i18n } = useTranslation();
  const query = useHostQuestions(activityId);
  const save = useSaveQuestions(activityId);
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [cutoff, setCutoff] = useState<number>(QUESTION_LIMITS.defaultCutoffHours);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preset, setPreset] = useState<QuestionPreset>('dietary');
  const ids = useId();

  useEffect(() => {
    if (!query.data) return;
    setDrafts(query.data.questions.map(draftOf));
    setCutoff(query.data.cutoffHours);
  }, [query.data]);

  const update = (i: number, change: Partial<Draft>) =>
    setDrafts((list) => list.map((d, j) => (j === i ? { ...d, ...change } : d)));
  const add = (draft: Draft) => setDrafts((list) => [...list, draft]);
  // A removed question takes the conditions on it along, and later conditions keep pointing at their question.
  const remove = (i: number) =>
    setDrafts((list) =>
      list
        .filter((_, j) => j !== i)
        .map((d) => {
          if (!d.showWhen) return d;
          const [index, ...rest] = d.showWhen.split(':');
          const at = Number(index);
          if (at === i) return { ...d, showWhen: '' };
          return at > i ? { ...d, showWhen: `${at - 1}:${rest.join(':')}` } : d;
        }),
    );

  const onSave = () => {
    const parsed = ActivityQuestionsInput.safeParse({ questions: drafts.map(inputOf), cutoffHours: cutoff });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), messageText(i.message)])),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved: ActivityQuestions) => {
        setDrafts(saved.questions.map(draftOf));
        toast.success(t('questions.editor.saved'));
      },
      onError: (error) =>
        toast.error(t('questions.editor.saveFailed'), { description: errorMessage(error, '') }),
    });
  };

  const conditionChoices = (i: number) =>
    drafts.slice(0, i).flatMap((d, j) => {
      if (d.showWhen || (d.kind !== 'one_choice' && d.kind !== 'yes_no')) return [];
      if (drafts[i]?.scope === 'booking' && d.scope === 'guest') return [];
      const values = d.kind === 'yes_no' ? [...YES_NO_VALUES] : (inputOf(d).options ?? []);
      return values.map((value) => ({
        value: `${j}:${value}`,
        text: t('questions.editor.whenAnswer', {
          question: d.label || t('questions.editor.question', { n: j + 1 }),
          value: d.kind === 'yes_no' ? t(`questions.${value as 'yes' | 'no'}`) : value,
        }),
      }));
    });

  return (
    <FormSection id={`${ids}-title`} title={t('questions.editor.title')}>
      <p className="text-muted-foreground text-sm">{t('questions.editor.hint')}</p>
      <p className="flex gap-2 rounded-lg border border-primary/30 bg-primary-soft p-3 text-sm">
        <HeartPulse aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('questions.editor.healthNotice')}
      </p>
      {query.isError && <p className="text-destructive text-sm">{t('questions.editor.loadFailed')}</p>}
      {drafts.length === 0 && query.isSuccess && (
        <p className="text-muted-foreground text-sm">{t('questions.editor.empty')}</p>
      )}
      {drafts.map((d, i) => {
        const id = `${ids}-q${i}`;
        const err = (field: string) => errors[`questions.${i}.${field}`];
        const choices = conditionChoices(i);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a question is its place in the list (conditions point at it)
          <fieldset key={i} className="flex flex-col gap-4 rounded-lg border p-4">
            <legend className="px-1 font-semibold text-sm">
              {t('questions.editor.question', { n: i + 1 })}
            </legend>
            <FormField id={`${id}-label`} label={t('questions.editor.label')} error={err('label')} required>
              <Input
                {...fieldAria(`${id}-label`, err('label'))}
                value={d.label}
                maxLength={QUESTION_LIMITS.labelMax}
                onChange={(e) => update(i, { label: e.target.value })}
              />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id={`${id}-kind`} label={t('questions.editor.kind')}>
                <NativeSelect
                  id={`${id}-kind`}
                  value={d.kind}
                  onChange={(e) => update(i, { kind: e.target.value as QuestionKind })}
                >
                  {QUESTION_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`questions.editor.kinds.${kind}`)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField id={`${id}-scope`} label={t('questions.editor.scope')}>
                <NativeSelect
                  id={`${id}-scope`}
                  value={d.scope}
                  onChange={(e) => update(i, { scope: e.target.value as QuestionScope })}
                >
                  {QUESTION_SCOPES.map((scope) => (
                    <option key={scope} value={scope}>
                      {t(`questions.editor.scopes.${scope}`)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </div>
            {isChoice(d.kind) && (
              <FormField id={`${id}-options`} label={t('questions.editor.options')} error={err('options')}>
                <Textarea
                  {...fieldAria(`${id}-options`, err('options'))}
                  rows={3}
                  value={d.options}
                  onChange={(e) => update(i, { options: e.target.value })}
                />
              </FormField>
            )}
            {i > 0 && (
              <FormField id={`${id}-when`} label={t('questions.editor.showWhen')} error={err('showWhen')}>
                <NativeSelect
                  {...fieldAria(`${id}-when`, err('showWhen'))}
                  value={d.showWhen}
                  onChange={(e) => update(i, { showWhen: e.target.value })}
                >
                  <option value="">{t('questions.editor.always')}</option>
                  {choices.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.text}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
              <div className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-required`}
                  checked={d.required}
                  onCheckedChange={(on) => update(i, { required: on === true })}
                />
                <Label htmlFor={`${id}-required`}>{t('questions.editor.required')}</Label>
              </div>
              <div className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-health`}
                  checked={d.health}
                  onCheckedChange={(on) => update(i, { health: on === true })}
                />
                <Label htmlFor={`${id}-health`}>{t('questions.editor.healthFlag')}</Label>
              </div>
              <Button type="button" variant="ghost" size="sm" className="ml-auto" onClick={() => remove(i)}>
                <Trash2 aria-hidden />
                {t('questions.editor.remove', { n: i + 1 })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {drafts.length < QUESTION_LIMITS.questionsMax && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FormField id={`${ids}-preset`} label={t('questions.editor.addPreset')}>
            <NativeSelect
              id={`${ids}-preset`}
              value={preset}
              onChange={(e) => setPreset(e.target.value as QuestionPreset)}
            >
              {QUESTION_PRESETS.map((p) => (
                <option key={p} value={p}>
                  {t(`questions.editor.presets.${p}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Button
            type="button"
            variant="outline"
            onClick={() => add(draftOf(presetQuestion(preset, toLocale(i18n.language))))}
          >
            <Plus aria-hidden />
            {t('questions.editor.addPresetButton')}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              add({
                label: '',
                kind: 'short_text',
                scope: 'booking',
                options: '',
                required: false,
                health: false,
                showWhen: '',
                preset: null,
              })
            }
          >
            <Plus aria-hidden />
            {t('questions.editor.addOwn')}
          </Button>
        </div>
      )}
      <FormField id={`${ids}-cutoff`} label={t('questions.editor.cutoff')} error={errors.cutoffHours}>
        <div className="w-32">
          <Input
            {...fieldAria(`${ids}-cutoff`, errors.cutoffHours)}
            type="number"
            inputMode="numeric"
            min={0}
            max={QUESTION_LIMITS.cutoffMaxHours}
            value={cutoff}
            onChange={(e) => setCutoff(Number(e.target.value))}
          />
        </div>
      </FormField>
      <div>
        <Button type="button" disabled={save.isPending} onClick={onSave}>
          <Save aria-hidden />
          {save.isPending ? t('questions.editor.saving') : t('questions.editor.save')}
        </Button>
      </div>
    </FormSection>
  );
}
