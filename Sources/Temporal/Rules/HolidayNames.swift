/// Holiday names beyond the common Western ones in `HolidayTable.names`: Christian seasons and
/// Orthodox days, Jewish holidays, and the public holidays of English-speaking countries other
/// than the US. Names are word sequences with apostrophes removed, as in the main table.
extension HolidayTable {
    static let religious: [(String, HolidayRule)] = {
        let h = HebrewCalendar.self
        let roshHashanah = HolidayRule.span(.hebrew(month: h.tishri, day: 1), days: 3)
        // Sukkot with Shemini Atzeret, from its eve.
        let sukkot = HolidayRule.span(.hebrew(month: h.tishri, day: 15), days: 9)
        // The eight nights of Hanukkah, the first lit on the eve of 25 Kislev.
        let hanukkah = HolidayRule.span(.hebrew(month: h.kislev, day: 25), days: 8)
        // Passover's eight days (outside Israel), from its eve.
        let passover = HolidayRule.span(.hebrew(month: h.nisan, day: 15), days: 9)
        let shavuot = HolidayRule.span(.hebrew(month: h.sivan, day: 6), days: 3)
        let cleanMonday = HolidayRule.orthodoxEaster(-48)
        // Great Lent runs from Clean Monday to the Friday before Lazarus Saturday.
        let greatLent = HolidayRule.span(.orthodoxEaster(-48), days: 40)
        var names: [(String, HolidayRule)] = [
            // Lent: Ash Wednesday up to Easter Sunday.
            ("lent", .span(.easter(-46), days: 46)),
            ("great lent", greatLent), ("great fast", greatLent),
            ("clean monday", cleanMonday), ("orthodox clean monday", cleanMonday), ("orthodox shrove monday", cleanMonday),
            ("orthodox ash monday", cleanMonday), ("pure monday", cleanMonday), ("green monday", cleanMonday),
            ("orthodox easter", .orthodoxEaster(0)), ("orthodox easter sunday", .orthodoxEaster(0)), ("pascha", .orthodoxEaster(0)),
            ("orthodox easter monday", .orthodoxEaster(1)), ("orthodox good friday", .orthodoxEaster(-2)),
            ("orthodox great friday", .orthodoxEaster(-2)), ("orthodox holy saturday", .orthodoxEaster(-1)),
            ("orthodox palm sunday", .orthodoxEaster(-7)),
            ("rosh hashanah", roshHashanah), ("rosh hashana", roshHashanah), ("rosh hashannah", roshHashanah),
            ("yom teruah", roshHashanah),
            ("yom kippur", .hebrew(month: h.tishri, day: 10)),
            ("sukkot", sukkot), ("succot", sukkot), ("sukkos", sukkot), ("feast of booths", sukkot),
            ("feast of tabernacles", sukkot), ("feast of the ingathering", sukkot),
            ("shemini atzeret", .hebrew(month: h.tishri, day: 22)), ("simchat torah", .hebrew(month: h.tishri, day: 23)),
            ("simhat torah", .hebrew(month: h.tishri, day: 23)),
            ("hanukkah", hanukkah), ("hanukah", hanukkah), ("chanukah", hanukkah), ("chanukkah", hanukkah),
            ("hannukah", hanukkah), ("hanukka", hanukkah),
            ("tu bishvat", .hebrew(month: h.shevat, day: 15)), ("tu bshvat", .hebrew(month: h.shevat, day: 15)),
            ("purim", .hebrew(month: h.adar, day: 14)), ("shushan purim", .hebrew(month: h.adar, day: 15)),
            ("passover", passover), ("pesach", passover), ("pesah", passover),
            ("yom hashoah", .yomHashoah), ("holocaust remembrance day", .yomHashoah),
            ("lag baomer", .hebrew(month: h.iyyar, day: 18)), ("lag bomer", .hebrew(month: h.iyyar, day: 18)),
            ("shavuot", shavuot), ("shavuos", shavuot), ("shavuoth", shavuot), ("feast of weeks", shavuot),
            ("tisha bav", .hebrew(month: h.av, day: 9)),
            ("parsi new year", .every365Days(from: CivilDay(year: 2020, month: 8, day: 16))),
        ]
        // "chinese new year", "chinese lunar new year's day", "lunar new year" ...
        for lead in ["chinese", "chinese lunar", "lunar"] {
            for tail in ["new year", "new years", "new years day", "new year day"] {
                names.append(("\(lead) \(tail)", .chineseNewYear))
            }
        }
        return names
    }()

    static let regional: [(String, HolidayRule)] = {
        let familyDay = HolidayRule.nth(3, weekday: 1, month: 2)
        let civicHoliday = HolidayRule.nth(1, weekday: 1, month: 8)
        let showDay = HolidayRule.offset(.weekdayOnOrAfter(weekday: 5, month: 8, day: 5), days: 5)
        let dstStart = HolidayRule.regional([
            ("GB", .nth(-1, weekday: 7, month: 3)), ("IE", .nth(-1, weekday: 7, month: 3)),
            ("AU", .nth(1, weekday: 7, month: 10)), ("NZ", .nth(-1, weekday: 7, month: 9)), ("US", .nth(2, weekday: 7, month: 3)),
        ])
        let dstEnd = HolidayRule.regional([
            ("GB", .nth(-1, weekday: 7, month: 10)), ("IE", .nth(-1, weekday: 7, month: 10)),
            ("AU", .nth(1, weekday: 7, month: 4)), ("NZ", .nth(1, weekday: 7, month: 4)), ("US", .nth(1, weekday: 7, month: 11)),
        ])
        var names: [(String, HolidayRule)] = [
            // Canada
            ("islander day", familyDay), ("louis riel day", familyDay), ("nova scotia heritage day", familyDay),
            ("natal day", civicHoliday), ("new brunswick day", civicHoliday), ("british columbia day", civicHoliday),
            ("saskatchewan day", civicHoliday), ("terry fox day", civicHoliday),
            ("discovery day", .mondayNearest(month: 6, day: 24)),
            ("national flag of canada day", .fixed(month: 2, day: 15)), ("nunavut day", .fixed(month: 7, day: 9)),
            // Australia: NAIDOC Week runs Sunday to Sunday around the second Friday of July; the
            // Brisbane show holiday is the Wednesday of the show.
            ("naidoc week", .span(.offset(.nth(2, weekday: 5, month: 7), days: -5), days: 8)),
            ("ekka day", showDay), ("ekka", showDay), ("rna show day", showDay), ("royal queensland show day", showDay),
            ("melbourne cup day", .nth(1, weekday: 2, month: 11)), ("canberra day", .nth(2, weekday: 1, month: 3)),
            // South Africa
            ("day of reconciliation", .fixed(month: 12, day: 16)), ("day of the covenant", .fixed(month: 12, day: 16)),
            ("day of the vow", .fixed(month: 12, day: 16)), ("day of goodwill", .fixed(month: 12, day: 26)),
            ("kruger day", .fixed(month: 10, day: 10)), ("national womens day", .fixed(month: 8, day: 9)),
            ("national arbor week", .span(.fixed(month: 9, day: 1), days: 7)),
            // The Philippines, Trinidad and Tobago, Belize
            ("rizal day", .fixed(month: 12, day: 30)), ("national heroes day", .nth(-1, weekday: 1, month: 8)),
            ("indian arrival day", .fixed(month: 5, day: 30)), ("garifuna settlement day", .fixed(month: 11, day: 19)),
            // The US: EMS Week starts on the third Sunday of May.
            ("ems week", .span(.nth(3, weekday: 7, month: 5), days: 7)),
            ("emergency medical services week", .span(.nth(3, weekday: 7, month: 5), days: 7)),
        ]
        // Daylight saving time changes, by country.
        for saving in ["daylight saving", "daylight savings", "daylight saving time", "daylight savings time"] {
            for (edge, rule) in [("start", dstStart), ("end", dstEnd)] {
                names.append(("\(saving) \(edge)", rule))
                names.append(("\(saving) \(edge) day", rule))
            }
        }
        return names
    }()
}
