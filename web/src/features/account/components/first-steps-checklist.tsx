import type { FirstStepId } from '@lumafolio/contracts';
import { portfolioPath, type PortfolioPathUser } from '@lumafolio/contracts/paths';
import { Button, Icon, Link, List, Progress, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuCircle, LuCircleCheck, LuCopy, LuRocket, LuX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '@/components/ui/section-card';
import { notify } from '@/lib/toaster';
import { useRecordFirstStepsEvent } from '../api/first-steps';
import { useFirstSteps } from '../hooks/use-first-steps';
import { copyText } from '../utils/copy-text';

/** Each step's words and where it is done (the share step is done here, by its button). */
const STEPS: Record<FirstStepId, { label: string; action?: { label: string; to: string } }> = {
  upload: { label: 'Upload a photo', action: { label: 'Upload', to: '/my-photos' } },
  publish: { label: 'Make a photo public', action: { label: 'My Photos', to: '/my-photos' } },
  template: { label: 'Pick a template', action: { label: 'Templates', to: '/account?tab=portfolio' } },
  hero: { label: 'Pick a hero banner', action: { label: 'Hero banners', to: '/account?tab=hero' } },
  share: { label: 'Share your portfolio link' },
};

/**
 * The first-steps checklist after sign-up (ADR 45): what is left to have a portfolio worth
 * sharing, ticked from the server's data; gone once everything is done or dismissed.
 */
export function FirstStepsChecklist({ user }: { user: PortfolioPathUser }) {
  const { data } = useFirstSteps();
  const record = useRecordFirstStepsEvent();
  if (!data?.visible) return null;

  const done = data.steps.filter((step) => step.done).length;
  const shareLink = async () => {
    try {
      await copyText(`${window.location.origin}${portfolioPath(user)}`);
    } catch {
      notify({ title: 'Copy failed', description: 'Please copy the portfolio URL from the Profile Summary yourself.', variant: 'destructive' });
      return;
    }
    notify({ title: 'Link copied', description: 'Send it to anyone you want to show your work to.' });
    record.mutate('shared');
  };

  return (
    <SectionCard
      icon={LuRocket}
      title="Your first steps"
      description={`${done} of ${data.steps.length} done. A few steps to a portfolio worth sharing.`}
      actions={
        <Button
          size="sm"
          variant="ghost"
          rounded="full"
          onClick={() => record.mutate('dismissed')}
          loading={record.isPending && record.variables === 'dismissed'}
        >
          <LuX /> Dismiss
        </Button>
      }
      data-testid="first-steps"
      mb={{ base: '8', md: '10' }}
    >
      <Progress.Root value={done} max={data.steps.length} size="sm" colorPalette="brand" mb="4">
        <Progress.Track rounded="full">
          <Progress.Range />
        </Progress.Track>
        <VisuallyHidden>
          <Progress.Label>First steps done</Progress.Label>
        </VisuallyHidden>
      </Progress.Root>
      <List.Root as="ol" listStyle="none" gap="2" ms="0">
        {data.steps.map(({ id, done: stepDone }) => (
          <List.Item key={id} data-step={id} data-done={stepDone} display="flex" alignItems="center" gap="3" minH="10" flexWrap="wrap">
            <Icon size="md" color={stepDone ? 'green.fg' : 'fg.subtle'} flexShrink={0} aria-hidden>
              {stepDone ? <LuCircleCheck /> : <LuCircle />}
            </Icon>
            <Text flex="1 1 10rem" minW="0" color={stepDone ? 'fg.muted' : 'fg'} textDecoration={stepDone ? 'line-through' : undefined}>
              {STEPS[id].label}
              <VisuallyHidden>{stepDone ? ' (done)' : ' (to do)'}</VisuallyHidden>
            </Text>
            {!stepDone && <StepAction id={id} onShare={() => void shareLink()} sharing={record.isPending && record.variables === 'shared'} />}
          </List.Item>
        ))}
      </List.Root>
    </SectionCard>
  );
}

function StepAction({ id, onShare, sharing }: { id: FirstStepId; onShare: () => void; sharing: boolean }) {
  const action = STEPS[id].action;
  if (!action) {
    return (
      <Button size="sm" rounded="full" colorPalette="brand" onClick={onShare} loading={sharing}>
        <LuCopy /> Copy link
      </Button>
    );
  }
  return (
    <Link asChild fontSize="sm" fontWeight="500" color="brand.fg">
      <RouterLink to={action.to}>{action.label}</RouterLink>
    </Link>
  );
}
