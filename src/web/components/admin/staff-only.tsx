import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TRoutePermission } from '@/common/staff-roles.ts';
import { messages } from '@/web/i18n/messages.ts';
import { useStaffAccess } from './use-staff-access.ts';

type TStaffOnlyProps = { needs: TRoutePermission; children: ReactNode };

/** An action shown only to whom its roles let make the change (src/common/staff-roles.ts). */
export const WriteOnly = ({ needs, children }: TStaffOnlyProps) =>
  useStaffAccess().mayWrite(needs) ? children : null;

/**
 * A whole editing form for someone who may only read it: every control inside disabled at once by the
 * browser's own `<fieldset disabled>`, links still followed, and a line saying why.
 */
export const EditableFor = ({ needs, children }: TStaffOnlyProps) => {
  if (useStaffAccess().mayWrite(needs)) return children;
  return (
    <>
      <Text size="sm" c="dimmed" role="note">
        {messages.admin.common.readOnly}
      </Text>
      <fieldset disabled style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        {children}
      </fieldset>
    </>
  );
};
