import {
  ActionIcon,
  Center,
  ColorInput,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  VisuallyHidden,
} from '@mantine/core';
import { type AnnotationShape, annotationShapes, annotationTool, clampTool } from '@rushes/rules';
import {
  IconArrowUpRight,
  IconCircle,
  IconLine,
  IconPencil,
  IconSquare,
  IconTrash,
  IconTypography,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Tooltip } from '../components/Tooltip/Tooltip.tsx';
import { messages } from '../messages/messages.ts';
import { useAnnotations } from './AnnotationContext.tsx';

const text = messages.annotations;

const icons: Record<AnnotationShape, ReactNode> = {
  pen: <IconPencil size={16} />,
  line: <IconLine size={16} />,
  arrow: <IconArrowUpRight size={16} />,
  rectangle: <IconSquare size={16} />,
  ellipse: <IconCircle size={16} />,
  text: <IconTypography size={16} />,
};

/**
 * In comment mode, for those who may draw: the switch to drawing mode and, while drawing, the
 * tools (§5: stroke 1–40, font 8–120, red and 'Type here' to start with).
 */
export function AnnotationToolbar() {
  const api = useAnnotations();
  if (!api) return null;
  const { tool, setTool } = api;
  const { strokeWidth, fontSize } = annotationTool;
  return (
    <Stack gap={6} data-testid="annotation-toolbar">
      <Group justify="space-between" wrap="nowrap">
        <Switch
          size="sm"
          label={text.draw}
          checked={api.drawing}
          onChange={(event) => api.setDrawing(event.currentTarget.checked)}
        />
        {api.drawing && (
          <Tooltip label={text.clear}>
            <ActionIcon
              variant="default"
              aria-label={text.clear}
              disabled={api.objects === 0}
              onClick={() => api.board.current?.clear()}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      {api.drawing && (
        <Stack gap={6} role="group" aria-label={text.tools}>
          <SegmentedControl
            size="xs"
            fullWidth
            value={tool.shape}
            onChange={(shape) => setTool({ shape: shape as AnnotationShape })}
            data={annotationShapes.map((shape) => ({
              value: shape,
              label: (
                <Tooltip label={text.shapes[shape]}>
                  <Center>
                    {icons[shape]}
                    <VisuallyHidden>{text.shapes[shape]}</VisuallyHidden>
                  </Center>
                </Tooltip>
              ),
            }))}
          />
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <ColorInput
              size="xs"
              label={text.color}
              withEyeDropper={false}
              value={tool.color}
              onChange={(color) => setTool({ color })}
              style={{ flex: 1 }}
            />
            <NumberInput
              size="xs"
              w={64}
              label={text.strokeWidth}
              min={strokeWidth.min}
              max={strokeWidth.max}
              value={tool.strokeWidth}
              onChange={(value) => setTool({ strokeWidth: clampTool(strokeWidth, Number(value)) })}
            />
            <NumberInput
              size="xs"
              w={64}
              label={text.fontSize}
              min={fontSize.min}
              max={fontSize.max}
              value={tool.fontSize}
              onChange={(value) => setTool({ fontSize: clampTool(fontSize, Number(value)) })}
            />
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
