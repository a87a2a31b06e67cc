import { BIO_MAX, NAME_MAX, TAGLINE_MAX, USERNAME_MAX, portfolioUrlTypeSchema, type CurrentUser } from '@lumafolio/contracts';
import { Box, Button, Field, Flex, NativeSelect, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { LuUserPen } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { serverMessage } from '@/lib/api-errors';
import { notify } from '@/lib/toaster';
import { SectionCard } from '@/components/ui/section-card';
import { primaryPillStyles } from '@/components/ui/styles';
import { TextField } from '@/components/ui/text-field';
import { useUpdateProfile } from '../api/update-profile';
import {
  PORTFOLIO_URL_TYPE_OPTIONS,
  changedProfileFields,
  checkProfileChanges,
  hasProfileChanges,
  previewPortfolioPath,
  profileErrorsFromResponse,
  profileFormValues,
  urlTypeFallsBack,
  type ProfileField,
  type ProfileFieldErrors,
  type ProfileFormValues,
} from '../utils/profile-form';

const SAVE_FAILED_FALLBACK = 'Failed to update profile information.';

/**
 * Edit Profile form (spec 01 §2/§4/§8): username, names, tagline, bio, social links and
 * the portfolio URL type with a live preview of the resulting URL. Save sends the changed fields to
 * PUT /api/profile; Cancel goes back to the stored values.
 */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const stored = profileFormValues(user);
  const storedKey = JSON.stringify(stored);
  const [values, setValues] = useState(stored);
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [shownKey, setShownKey] = useState(storedKey);
  const formRef = useRef<HTMLFormElement>(null);

  /** Shows field messages and moves focus to the first field that has one. */
  const showErrors = (next: ProfileFieldErrors) => {
    setErrors(next);
    const first = (Object.keys(next) as ProfileField[]).find((field) => next[field]);
    if (first) window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  // When the stored profile changes (a save, Refresh, another tab), the form shows it.
  if (shownKey !== storedKey) {
    setShownKey(storedKey);
    setValues(stored);
    setErrors({});
  }

  const changed = hasProfileChanges(stored, values);
  const pending = update.isPending;
  const origin = window.location.origin;
  const previewUrl = `${origin}${previewPortfolioPath(user.id, values)}`;

  const setField =
    <K extends ProfileField>(field: K) =>
    (value: ProfileFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  const cancel = () => {
    setValues(stored);
    setErrors({});
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !changed) return;
    const check = checkProfileChanges(changedProfileFields(stored, values));
    if (!check.ok) {
      showErrors(check.errors);
      return;
    }
    try {
      const saved = await update.mutateAsync(check.request);
      notify({ title: 'Profile updated', description: 'Your profile information has been saved.', variant: 'success' });
      if (saved && saved.portfolioUrlType !== 'username') {
        const path = previewPortfolioPath(saved.id, profileFormValues(saved));
        notify({
          queue: true,
          title: 'Portfolio URL updated!',
          description: `Your portfolio is now at ${origin}${path}`,
          action: { label: 'Visit New URL', onClick: () => void navigate(path) },
        });
      }
    } catch (error) {
      showErrors(profileErrorsFromResponse(error));
      notify({ title: 'Update failed', description: serverMessage(error, SAVE_FAILED_FALLBACK), variant: 'destructive' });
    }
  };

  return (
    <SectionCard id="account-section-profile" icon={LuUserPen} title="Profile information" description="How you appear on your public portfolio.">
      <chakra.form ref={formRef} onSubmit={save} noValidate aria-label="Profile information">
        <Stack gap="5">
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            value={values.username}
            onValueChange={setField('username')}
            error={errors.username}
            hint="Your username is unique and is used for login and in your portfolio URL."
            maxLength={USERNAME_MAX}
            required
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <TextField
              label="First name"
              name="firstName"
              autoComplete="given-name"
              value={values.firstName}
              onValueChange={setField('firstName')}
              error={errors.firstName}
              maxLength={NAME_MAX}
            />
            <TextField
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              value={values.lastName}
              onValueChange={setField('lastName')}
              error={errors.lastName}
              maxLength={NAME_MAX}
            />
          </SimpleGrid>
          <TextField
            label="Tagline"
            name="tagline"
            placeholder="e.g. Landscape and travel photography"
            value={values.tagline}
            onValueChange={setField('tagline')}
            error={errors.tagline}
            hint="Shown under your name on your portfolio."
            maxLength={TAGLINE_MAX}
          />
          <TextField
            multiline
            label="Bio"
            name="bio"
            rows={5}
            placeholder="Tell visitors about yourself and your work."
            value={values.bio}
            onValueChange={setField('bio')}
            error={errors.bio}
            hint="Shown in the About section of your portfolio."
            maxLength={BIO_MAX}
          />

          <Stack gap="3" role="group" aria-labelledby="profile-social-links">
            <Box>
              <Text id="profile-social-links" fontSize="sm" fontWeight="600">
                Social links
              </Text>
              <Text fontSize="xs" color="fg.muted">
                Shown on your portfolio. Enter a full link, or just your handle or web address.
              </Text>
            </Box>
            <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5">
              <TextField
                label="Instagram"
                name="instagram"
                placeholder="@yourname"
                autoCapitalize="none"
                spellCheck={false}
                value={values.instagram}
                onValueChange={setField('instagram')}
                error={errors.instagram}
              />
              <TextField
                label="Twitter"
                name="twitter"
                placeholder="@yourname"
                autoCapitalize="none"
                spellCheck={false}
                value={values.twitter}
                onValueChange={setField('twitter')}
                error={errors.twitter}
              />
              <TextField
                label="Website"
                name="website"
                placeholder="yourname.com"
                inputMode="url"
                autoComplete="url"
                autoCapitalize="none"
                spellCheck={false}
                value={values.website}
                onValueChange={setField('website')}
                error={errors.website}
              />
            </SimpleGrid>
          </Stack>

          <Field.Root invalid={Boolean(errors.portfolioUrlType)}>
            <Field.Label>Portfolio URL type</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="portfolioUrlType"
                value={values.portfolioUrlType}
                onChange={(event) => {
                  const parsed = portfolioUrlTypeSchema.safeParse(event.target.value);
                  if (parsed.success) setField('portfolioUrlType')(parsed.data);
                }}
              >
                {PORTFOLIO_URL_TYPE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.portfolioUrlType && <Field.ErrorText>{errors.portfolioUrlType}</Field.ErrorText>}
          </Field.Root>

          <Box bg="bg.subtle" rounded="lg" px="4" py="3" borderWidth="1px" borderColor="border">
            <Text fontSize="xs" color="fg.muted" fontWeight="600" letterSpacing="wide" textTransform="uppercase">
              Your portfolio URL will be
            </Text>
            <Text data-testid="portfolio-url-preview" fontFamily="mono" fontSize="sm" mt="1" wordBreak="break-all" aria-live="polite">
              {previewUrl}
            </Text>
            {urlTypeFallsBack(values) && (
              <Text fontSize="xs" color="fg.muted" mt="1">
                Add both a first and a last name to use this format; until then your username is used.
              </Text>
            )}
          </Box>

          <Flex gap="3" justify="flex-end" direction={{ base: 'column-reverse', sm: 'row' }}>
            <Button type="button" variant="outline" rounded="full" onClick={cancel} disabled={!changed || pending}>
              Cancel
            </Button>
            <Button type="submit" {...primaryPillStyles} px="6" loading={pending} loadingText="Saving..." disabled={!changed}>
              Save Changes
            </Button>
          </Flex>
        </Stack>
      </chakra.form>
    </SectionCard>
  );
}
