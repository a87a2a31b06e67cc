import type { Template } from '@lumafolio/contracts';
import { Badge, Box, Button, Circle, Flex, HStack, Icon, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuCheck, LuLayoutTemplate, LuRefreshCw } from 'react-icons/lu';
import { serverMessage } from '@/lib/api-errors';
import { notify } from '@/lib/toaster';
import { SectionCard } from '@/components/ui/section-card';
import { emptyAreaStyles, primaryPillStyles, surfaceCardStyles } from '@/components/ui/styles';
import { templatesQueryOptions, userTemplateQueryOptions } from '@/lib/queries/templates';
import { useApplyTemplate } from '../api/templates';
import { activeTemplateId } from '../utils/active-template';
import { HeroAccentSwitch } from './hero-accent-switch';

/**
 * Template chooser of the account page's Portfolio tab (spec 01 §4): every template as a
 * card with a small preview of its colours and font; clicking a card or its button
 * applies it at once.
 */
export function TemplateChooser() {
  const templates = useQuery(templatesQueryOptions());
  const saved = useQuery(userTemplateQueryOptions());
  const apply = useApplyTemplate();
  const [justChosen, setJustChosen] = useState<string | null>(null);
  const active = activeTemplateId(justChosen, saved.data?.templateId);
  const applyingId = apply.isPending ? apply.variables : null;

  const choose = (template: Template) => {
    if (template.id === active || apply.isPending) return;
    apply.mutate(template.id, {
      onSuccess: () => {
        setJustChosen(template.id);
        notify({ title: 'Template applied', description: `${template.name} is now the design of your portfolio.`, variant: 'success' });
      },
      onError: (error) => {
        notify({ title: 'Update Failed', description: serverMessage(error, 'Failed to update template'), variant: 'destructive' });
      },
    });
  };

  let body;
  if (templates.isPending) {
    body = (
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" aria-busy="true" aria-label="Loading templates">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} h="72" rounded="xl" />
        ))}
      </SimpleGrid>
    );
  } else if (templates.isError) {
    body = (
      <Stack {...emptyAreaStyles} align="center" textAlign="center" gap="3" px="6" py="10">
        <Text color="fg.muted">Unable to load templates. Please try again later.</Text>
        <Button size="sm" variant="outline" rounded="full" onClick={() => void templates.refetch()} loading={templates.isFetching}>
          <LuRefreshCw /> Try again
        </Button>
      </Stack>
    );
  } else if (!templates.data?.length) {
    body = (
      <Box {...emptyAreaStyles} textAlign="center" px="6" py="10">
        <Text color="fg.muted">No templates available at the moment.</Text>
      </Box>
    );
  } else {
    body = (
      <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {templates.data.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            active={template.id === active}
            applying={template.id === applyingId}
            disabled={apply.isPending}
            onChoose={() => choose(template)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <SectionCard
      id="account-section-template"
      icon={LuLayoutTemplate}
      title="Portfolio template"
      description="Choose the design of your public portfolio. A new template applies immediately."
    >
      {body}
      <HeroAccentSwitch />
    </SectionCard>
  );
}

interface TemplateCardProps {
  template: Template;
  active: boolean;
  applying: boolean;
  disabled: boolean;
  onChoose: () => void;
}

function TemplateCard({ template, active, applying, disabled, onChoose }: TemplateCardProps) {
  const { colorScheme: colors, typography } = template;
  const swatches = [
    ['Primary', colors.primary],
    ['Secondary', colors.secondary],
    ['Accent', colors.accent],
    ['Text', colors.text],
    ['Light text', colors.textLight],
    ['Background', colors.background],
  ] as const;
  const fontFamily = `'${typography.fontFamily}', ui-sans-serif, system-ui, sans-serif`;

  return (
    <Box
      as="li"
      data-active={active ? '' : undefined}
      {...surfaceCardStyles}
      rounded="xl"
      overflow="hidden"
      display="flex"
      flexDirection="column"
      cursor={active || disabled ? 'default' : 'pointer'}
      borderColor={active ? 'brand.400' : 'border'}
      boxShadow={active ? '0 0 0 2px var(--chakra-colors-brand-300)' : 'none'}
      transition="border-color 0.2s ease, box-shadow 0.2s ease, transform 0.2s ease"
      _hover={active || disabled ? undefined : { borderColor: 'brand.200', transform: 'translateY(-2px)' }}
      onClick={onChoose}
    >
      {/* A miniature of the template: its background, text colours, accent and font. */}
      <Box aria-hidden bg={colors.background} borderBottomWidth="1px" borderColor={colors.border} px="4" py="4" style={{ fontFamily }}>
        <Flex h="2" w="full" bg={colors.primary} rounded="sm" mb="3" />
        <Text fontSize="2xl" lineHeight="1" color={colors.text} style={{ fontWeight: typography.headingWeight }}>
          Aa
        </Text>
        <Text fontSize="xs" mt="1" color={colors.textLight} style={{ fontWeight: typography.bodyWeight }} truncate>
          {typography.fontFamily} · {typography.headingWeight}/{typography.bodyWeight}
        </Text>
        <HStack mt="3" gap="1.5">
          <Box h="8" flex="2" bg={colors.accent} rounded="sm" borderWidth="1px" borderColor={colors.border} />
          <Box h="8" flex="1" bg={colors.cardBackground} rounded="sm" borderWidth="1px" borderColor={colors.border} />
          <Box h="8" flex="1" bg={colors.secondary} rounded="sm" borderWidth="1px" borderColor={colors.border} />
        </HStack>
      </Box>

      <Stack gap="3" p="4" flex="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="600">{template.name}</Text>
          {template.isDefault && (
            <Badge size="sm" colorPalette="gray" variant="surface">
              Default
            </Badge>
          )}
          {template.category && (
            <Badge size="sm" colorPalette="orange" variant="subtle" textTransform="capitalize">
              {template.category}
            </Badge>
          )}
        </Flex>
        {template.description && (
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            {template.description}
          </Text>
        )}
        <HStack gap="1.5" wrap="wrap" role="list" aria-label={`${template.name} colours`}>
          {swatches.map(([label, value]) => (
            <Circle
              key={label}
              role="listitem"
              size="5"
              bg={value}
              borderWidth="1px"
              borderColor="border.emphasized"
              title={`${label} ${value}`}
              aria-label={`${label} ${value}`}
            />
          ))}
        </HStack>
        <Box flex="1" />
        {active ? (
          <Button size="sm" variant="subtle" rounded="full" disabled aria-label={`${template.name}: Currently Active`} _disabled={{ opacity: 1 }}>
            <Icon size="sm">
              <LuCheck />
            </Icon>
            Currently Active
          </Button>
        ) : (
          <Button
            size="sm"
            {...primaryPillStyles}
            loading={applying}
            loadingText="Applying..."
            disabled={disabled}
            aria-label={`Apply Template ${template.name}`}
            onClick={(event) => {
              event.stopPropagation();
              onChoose();
            }}
          >
            Apply Template
          </Button>
        )}
      </Stack>
    </Box>
  );
}
