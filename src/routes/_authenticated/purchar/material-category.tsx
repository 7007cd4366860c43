import { createFileRoute } from '@tanstack/react-router';
import { MaterialCategoryPage } from '@/features/purchar/material-category/material-category-page';
import { materialCategorySearchSchema } from '@/features/purchar/material-category/material-category-search';

export const Route = createFileRoute('/_authenticated/purchar/material-category')({
  staticData: { titleKey: 'screens.materialCategory' },
  validateSearch: materialCategorySearchSchema,
  component: MaterialCategoryPage,
});
