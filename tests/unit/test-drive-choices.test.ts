import { describe, expect, it } from 'vitest'

import { choiceNamed, chosenVehicle, testDriveChoices } from '@/domain/leads/testDriveChoices'

describe('/book-test-drive: the choice of vehicle', () => {
  it("offers the dealer's models first, then the models in stock, each once", () => {
    const choices = testDriveChoices(
      [{ make: 'Toyota', name: 'RAV4' }, { make: 'Toyota', name: 'HiLux' }],
      ['Toyota|Yaris', 'Mazda|CX-5', 'toyota|rav4', 'Jayco|Journey Outback'],
    )
    expect(choices.map((choice) => choice.label)).toEqual(['Toyota RAV4', 'Toyota HiLux', 'Jayco Journey Outback', 'Mazda CX-5', 'Toyota Yaris'])
  })

  it('a choice sets the make and model; "not sure yet" or a value never offered sets none', () => {
    const choices = testDriveChoices([{ make: 'Toyota', name: 'LandCruiser 300' }], [])
    expect(chosenVehicle(choices[0]!.value, choices)).toEqual({ make: 'Toyota', model: 'LandCruiser 300' })
    expect(chosenVehicle('', choices)).toBeNull()
    expect(chosenVehicle('Ferrari|F40', choices)).toBeNull()
  })

  it("a model page's link starts the form on its model, whatever the case; a model the page does not offer starts on none", () => {
    const choices = testDriveChoices([{ make: 'Toyota', name: 'RAV4' }], ['Toyota|HiLux'])
    expect(choiceNamed('toyota', 'rav4', choices)?.label).toBe('Toyota RAV4')
    expect(choiceNamed('Toyota', 'HiLux', choices)?.value).toBe('Toyota|HiLux')
    expect(choiceNamed('Toyota', 'Supra', choices)).toBeNull()
    expect(choiceNamed(['Toyota'], 'RAV4', choices)).toBeNull()
  })
})
