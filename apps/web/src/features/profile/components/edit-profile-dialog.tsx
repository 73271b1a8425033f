import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile } from '@sortim/contracts/me';
import { ProfileUpdate } from '@sortim/contracts/profile';
import { GENDERS } from '@sortim/contracts/taxonomy';
import Pencil from 'lucide-react/icons/pencil';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Button } from '#/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#/components/ui/dialog.tsx';
import { Input } from '#/components/ui/input.tsx';
import { NativeSelect } from '#/components/ui/native-select.tsx';
import { Textarea } from '#/components/ui/textarea.tsx';
import { useUpdateProfile } from '#/features/profile/api/update-profile.ts';
import { InterestsPicker, isInterest } from '#/features/profile/components/interests-picker.tsx';
import { LanguagesInput } from '#/features/profile/components/languages-input.tsx';
import { errorMessage } from '#/lib/api-client.ts';
import { applyServerFieldErrors, useValidationMessage } from '#/lib/form-errors.ts';
import { toast } from '#/lib/toast.ts';

const DISPLAY_NAME_ID = 'profile-display-name';
const FIELDS = ['displayName', 'age', 'gender', 'languages', 'interests', 'bio', 'city'] as const;

/** Empty text is "not given": null, as the API stores it. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
/** An empty age is null; anything else a number for the schema to judge (18..120, whole). */
const toAge = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** 'Edit Profile': the button and its dialog; the form is built fresh from the profile each time it opens. */
export function EditProfileDialog({
  profile,
  fallbackName,
}: {
  profile: Profile | null;
  fallbackName: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Pencil aria-hidden />
          {t('profile.editProfile')}
        </Button>
      </DialogTrigger>
      <DialogContent
        closeLabel={t('profile.edit.close')}
        className="sm:max-w-xl"
        // Focus the name with the caret at its end: Radix would select it, and one key would replace it.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          const name = document.getElementById(DISPLAY_NAME_ID);
          if (name instanceof HTMLInputElement) {
            name.focus();
            name.setSelectionRange(name.value.length, name.value.length);
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('profile.edit.title')}</DialogTitle>
          <DialogDescription>{t('profile.edit.description')}</DialogDescription>
        </DialogHeader>
        <EditProfileForm profile={profile} fallbackName={fallbackName} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EditProfileForm({
  profile,
  fallbackName,
  onSaved,
}: {
  profile: Profile | null;
  fallbackName: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const updateProfile = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(ProfileUpdate),
    defaultValues: {
      displayName: profile?.displayName ?? fallbackName,
      age: profile?.age ?? null,
      gender: profile?.gender ?? null,
      languages: profile?.languages ?? [],
      // The profile may hold an interest the list no longer offers; the form offers only the list.
      interests: (profile?.interests ?? []).filter(isInterest),
      bio: profile?.bio ?? null,
      city: profile?.city ?? null,
    },
  });
  const { errors } = form.formState;
  const displayNameError = message(errors.displayName);
  const ageError = message(errors.age);
  const genderError = message(errors.gender);
  const languagesError = message(errors.languages);
  const languagesHint = t('profile.edit.languagesHint');
  const interestsError = message(errors.interests);
  const bioError = message(errors.bio);
  const cityError = message(errors.city);

  const onSubmit = form.handleSubmit((input) =>
    updateProfile.mutateAsync(input).then(
      () => {
        toast.success(t('profile.edit.saved'));
        onSaved();
      },
      (error: unknown) => {
        applyServerFieldErrors(error, FIELDS, form.setError);
        toast.error(errorMessage(error, t('profile.edit.failed')));
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField id={DISPLAY_NAME_ID} label={t('profile.edit.displayName')} error={displayNameError}>
        <Input
          autoComplete="nickname"
          {...fieldAria(DISPLAY_NAME_ID, displayNameError)}
          {...form.register('displayName')}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4 sm:gap-5">
        <FormField id="profile-age" label={t('profile.edit.age')} error={ageError}>
          <Input
            type="number"
            inputMode="numeric"
            min={18}
            max={120}
            step={1}
            placeholder={t('profile.edit.agePlaceholder')}
            {...fieldAria('profile-age', ageError)}
            {...form.register('age', { setValueAs: toAge })}
          />
        </FormField>
        <FormField id="profile-gender" label={t('profile.edit.gender')} error={genderError}>
          <NativeSelect
            {...fieldAria('profile-gender', genderError)}
            {...form.register('gender', { setValueAs: blankToNull })}
          >
            <option value="">{t('profile.edit.genderUnset')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`genders.${gender}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField
        id="profile-languages"
        label={t('profile.edit.languages')}
        error={languagesError}
        hint={languagesHint}
      >
        <Controller
          control={form.control}
          name="languages"
          render={({ field }) => (
            <LanguagesInput
              id="profile-languages"
              value={field.value}
              onChange={field.onChange}
              describedBy={fieldAria('profile-languages', languagesError, languagesHint)['aria-describedby']}
            />
          )}
        />
      </FormField>
      <Controller
        control={form.control}
        name="interests"
        render={({ field }) => (
          <InterestsPicker
            legend={t('profile.edit.interests')}
            error={interestsError}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <FormField id="profile-bio" label={t('profile.edit.bio')} error={bioError}>
        <Textarea
          rows={4}
          placeholder={t('profile.edit.bioPlaceholder')}
          {...fieldAria('profile-bio', bioError)}
          {...form.register('bio', { setValueAs: blankToNull })}
        />
      </FormField>
      <FormField id="profile-city" label={t('profile.edit.city')} error={cityError}>
        <Input
          autoComplete="address-level2"
          placeholder={t('profile.edit.cityPlaceholder')}
          {...fieldAria('profile-city', cityError)}
          {...form.register('city', { setValueAs: blankToNull })}
        />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('profile.edit.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={updateProfile.isPending}>
          {updateProfile.isPending ? t('profile.edit.saving') : t('profile.edit.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
