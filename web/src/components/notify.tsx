import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';

/** Toasts are negative (red, alert icon) or positive (access-and-shell section 8). */
export const notify = {
  success(message: string) {
    notifications.show({ message, color: 'green', icon: <IconCheck size={18} /> });
  },
  failure(message: string) {
    notifications.show({ message, color: 'red', icon: <IconAlertCircle size={18} /> });
  },
};
