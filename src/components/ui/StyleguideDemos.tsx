'use client'

import { useState } from 'react'

import { Button } from './Button'
import { Dialog } from './Dialog'
import { Drawer } from './Drawer'
import { Choice } from './Field'
import { RemovableChip } from './Chip'
import { Tabs } from './Tabs'
import { Toast, ToastRegion } from './Toast'

/** The styleguide's interactive components, each opened by a button. */
export function StyleguideDemos() {
  const [drawer, setDrawer] = useState(false)
  const [dialog, setDialog] = useState(false)
  const [toast, setToast] = useState(false)
  const [chips, setChips] = useState(['Toyota', 'SUV', 'Under $40,000'])
  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)' }}>
        <Button variant="secondary" onClick={() => setDrawer(true)}>
          Open drawer
        </Button>
        <Button variant="secondary" onClick={() => setDialog(true)}>
          Open dialog
        </Button>
        <Button variant="secondary" onClick={() => setToast(true)}>
          Show toast
        </Button>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)', marginBlock: 'var(--space-4)' }}>
        {chips.map((chip) => (
          <RemovableChip key={chip} removeLabel={`Remove ${chip}`} onRemove={() => setChips(chips.filter((other) => other !== chip))}>
            {chip}
          </RemovableChip>
        ))}
      </div>
      <Tabs
        label="Example tabs"
        tabs={[
          { id: 'overview', label: 'Overview', content: <p>Key information about the car.</p> },
          { id: 'features', label: 'Features', content: <p>Reversing camera, Apple CarPlay, adaptive cruise control.</p> },
          { id: 'finance', label: 'Finance', content: <p>Repayments and comparison rates.</p> },
        ]}
      />
      <Drawer
        open={drawer}
        onClose={() => setDrawer(false)}
        title="Filters"
        side="full"
        footer={
          <Button block onClick={() => setDrawer(false)}>
            Show 128 cars
          </Button>
        }
      >
        <Choice label="Used" name="drawer-type" />
        <Choice label="New" name="drawer-type" />
      </Drawer>
      <Dialog open={dialog} onClose={() => setDialog(false)} title="Book a test drive">
        <p>A dialog traps focus and closes on Escape.</p>
      </Dialog>
      <ToastRegion>{toast ? <Toast action={<Button variant="icon" aria-label="Dismiss" onClick={() => setToast(false)}>×</Button>}>Saved to your watchlist</Toast> : null}</ToastRegion>
    </>
  )
}
