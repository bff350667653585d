import { inject } from 'vitest'

import { TEST_PASSWORD, TEST_SECRET } from './testEnvironment'

// Before any test file imports the Payload config, which reads these once.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET = TEST_SECRET
process.env.DEMO_PASSWORD = TEST_PASSWORD
process.env.MEDIA_DIR = inject('mediaDir')
