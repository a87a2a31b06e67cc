import { useEffect } from 'react';

/** Puts the body class template-{id} on the page while a template is shown (spec 01 §4). */
export function useTemplateBodyClass(templateId: string | null): void {
  useEffect(() => {
    if (!templateId) return;
    const className = `template-${templateId}`;
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [templateId]);
}
