import { CATEGORY_NAME_EMPTY, type CustomCategory } from '@lumafolio/contracts';
import { Box, Button, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuCheck, LuPencil, LuPlus, LuTrash2, LuX } from 'react-icons/lu';
import { FormDialog } from '@/components/ui/form-dialog';
import { emptyAreaStyles, primaryPillStyles } from '@/components/ui/styles';
import { notify } from '@/lib/toaster';
import { useCreateCategory, useDeleteCategory, useRenameCategory } from '../api/custom-categories';
import { errorMessage } from '../api/photos';

const failed = (title: string, error: unknown) => notify({ title, description: errorMessage(error, 'Something went wrong.'), variant: 'destructive' });

/** Manage Custom Categories (spec 01 §2/§4/§8): list, add, rename (view → edit → save/cancel), delete. */
export function CustomCategoriesDialog({
  open,
  onOpenChange,
  categories,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly CustomCategory[];
}) {
  const create = useCreateCategory();
  const [label, setLabel] = useState('');

  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = label.trim();
    if (!name) {
      failed('Failed to create category', new Error(CATEGORY_NAME_EMPTY));
      return;
    }
    create.mutate(name, {
      onSuccess: () => {
        setLabel('');
        notify({ title: 'Category created', description: `'${name}' is ready to use.`, variant: 'success' });
      },
      onError: (error) => failed('Failed to create category', error),
    });
  };

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Manage Custom Categories" description="Add your own categories next to the built-in ones.">
      <Stack gap="2" as="ul" listStyleType="none" m="0" p="0" aria-label="Custom categories">
        {categories.length === 0 ? (
          <Box as="li" {...emptyAreaStyles} px="4" py="5" textAlign="center">
            <Text color="fg.muted" fontSize="sm">
              No custom categories yet.
            </Text>
          </Box>
        ) : (
          categories.map((category) => <CategoryRow key={category.id} category={category} />)
        )}
      </Stack>
      {/* A form inside the dialog's form is not allowed: the add row is a group of its own. */}
      <HStack gap="2" role="group" aria-label="Add a category">
        <Input
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          placeholder="New category name"
          aria-label="New category name"
          maxLength={40}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add(event);
          }}
        />
        <Button {...primaryPillStyles} onClick={add} loading={create.isPending} flexShrink={0}>
          <LuPlus /> Add
        </Button>
      </HStack>
    </FormDialog>
  );
}

function CategoryRow({ category }: { category: CustomCategory }) {
  const rename = useRenameCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(category.label);

  const save = () => {
    const name = draft.trim();
    if (!name) {
      failed('Failed to update category', new Error(CATEGORY_NAME_EMPTY));
      return;
    }
    rename.mutate(
      { id: category.id, label: name },
      {
        onSuccess: () => {
          setEditing(false);
          notify({ title: 'Category updated', variant: 'success' });
        },
        onError: (error) => failed('Failed to update category', error),
      },
    );
  };

  const cancel = () => {
    setDraft(category.label);
    setEditing(false);
  };

  return (
    <HStack as="li" gap="2" borderWidth="1px" borderColor="border" rounded="lg" px="3" py="2" minH="12">
      {editing ? (
        <>
          <Input
            size="sm"
            value={draft}
            ref={focusOnMount}
            aria-label={`Rename ${category.label}`}
            maxLength={40}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                save();
              } else if (event.key === 'Escape') {
                event.stopPropagation();
                cancel();
              }
            }}
          />
          <IconButton size="sm" variant="ghost" colorPalette="green" aria-label="Save" loading={rename.isPending} onClick={save}>
            <LuCheck />
          </IconButton>
          <IconButton size="sm" variant="ghost" aria-label="Cancel" onClick={cancel}>
            <LuX />
          </IconButton>
        </>
      ) : (
        <>
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="600" truncate>
              {category.label}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              {category.categoryId}
            </Text>
          </Stack>
          <IconButton size="sm" variant="ghost" aria-label={`Edit ${category.label}`} onClick={() => setEditing(true)}>
            <LuPencil />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Delete ${category.label}`}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(category.id, {
                onSuccess: () => notify({ title: 'Category deleted', variant: 'success' }),
                onError: (error) => failed('Failed to delete category', error),
              })
            }
          >
            <LuTrash2 />
          </IconButton>
        </>
      )}
    </HStack>
  );
}

/** The rename field takes the focus from the Rename button it replaces. */
const focusOnMount = (element: HTMLInputElement | null) => element?.focus();
