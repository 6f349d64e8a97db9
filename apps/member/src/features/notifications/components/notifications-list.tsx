import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { formatDate, type Notification } from '@dental/domain';

interface Props {
  notifications: readonly Notification[];
  onOpen: (notification: Notification) => void;
  word: (text: string) => string;
}

/** The notifications, unread ones marked; opening one shows its text and marks it read. */
export function NotificationsList({ notifications, onOpen, word }: Props) {
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <div>
      {notifications.map((item) => {
        const unread = item.read_at === null;
        return (
          <Accordion
            key={item.id}
            disableGutters
            variant="outlined"
            expanded={expanded === item.id}
            onChange={(_event, open) => {
              setExpanded(open ? item.id : null);
              if (open && unread) onOpen(item);
            }}
            sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
            slotProps={{ heading: { component: 'h2' } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreRounded />}
              id={`notification-${item.id}-header`}
              aria-controls={`notification-${item.id}-content`}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, width: '100%' }}>
                {unread && <Chip size="small" color="primary" label="Unread" />}
                <Typography sx={{ fontWeight: unread ? 700 : 500, flex: '1 1 200px' }}>{word(item.title)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {formatDate(item.created_at)}
                </Typography>
              </Box>
            </AccordionSummary>
            <AccordionDetails id={`notification-${item.id}-content`}>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{word(item.body)}</Typography>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </div>
  );
}
