import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';

/** Toasts are negative (red, alert icon) or positive (access-and-shell section 8). */
export const notify = {
  /** `autoClose`: a shorter life than the default 3000 ms (a copy notice lasts 1 s). */
  success(message: string, options: { autoClose?: number } = {}) {
    notifications.show({ message, color: 'green', icon: <IconCheck size={18} />, ...options });
  },
  /** `autoClose: false`: a notice that stays until it is closed. */
  failure(message: string, options: { autoClose?: number | false } = {}) {
    notifications.show({
      message,
      color: 'red',
      icon: <IconAlertCircle size={18} />,
      ...options,
    });
  },
};
