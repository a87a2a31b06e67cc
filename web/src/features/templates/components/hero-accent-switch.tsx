import { Stack, Switch, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '@/lib/api-errors';
import { userTemplateQueryOptions } from '@/lib/queries/templates';
import { notify } from '@/lib/toaster';
import { useSetHeroAccent } from '../api/templates';

/** The portfolio's accent colour from the hero banner's palette, or the template's own (ADR 41). */
export function HeroAccentSwitch() {
  const saved = useQuery(userTemplateQueryOptions());
  const save = useSetHeroAccent();
  const checked = save.isPending ? Boolean(save.variables) : saved.data?.heroAccent !== false;

  const change = (heroAccent: boolean) =>
    save.mutate(heroAccent, {
      onSuccess: () =>
        notify({
          title: 'Accent colour saved',
          description: heroAccent ? 'Your portfolio takes its accent colour from your hero banner.' : "Your portfolio uses the template's own accent colour.",
          variant: 'success',
        }),
      onError: (error) => notify({ title: 'Update Failed', description: serverMessage(error, 'Failed to update the accent colour'), variant: 'destructive' }),
    });

  return (
    <Stack gap="1" mt="5">
      <Switch.Root checked={checked} onCheckedChange={(details) => change(details.checked)} colorPalette="brand" disabled={saved.isPending || save.isPending}>
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Accent colour from the hero banner</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        Picks a colour of your hero banner that keeps text readable (WCAG AA); off uses the template&apos;s own accent.
      </Text>
    </Stack>
  );
}
