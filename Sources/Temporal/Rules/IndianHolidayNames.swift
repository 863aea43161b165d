/// Hindu, Sikh and Jain festivals, dated by the computed Hindu calendars (`HinduFestival`).
/// Months are amanta (new moon to new moon), so a dark-half festival that almanacs of North
/// India name by the next month (Diwali, "Kartika Amavasya") is in the month before here (Ashvin).
extension HolidayTable {
    static let indian: [(String, HolidayRule)] = {
        let h = HinduCalendar.self
        func tithi(_ month: Int, _ tithi: Int, _ moment: HinduCalendar.Moment, last: Bool = false, star: Int? = nil) -> HolidayRule {
            .hindu(.tithi(month: month, tithi: tithi, moment: moment, last: last, star: star))
        }
        // Lakshmi Puja: the new moon of Ashvin prevailing at sunset (pradosha).
        let diwali = tithi(h.ashvin, h.krishna(15), .sunset)
        let dhanteras = tithi(h.ashvin, h.krishna(13), .sunset)
        let karvaChauth = tithi(h.ashvin, h.krishna(4), .sunset)
        // Holika Dahan: the full moon of Phalguna, on the last day it still holds in the last
        // quarter of the daylight (its first half, Bhadra, is avoided); Holi is the next day.
        let holikaDahan = tithi(h.phalguna, h.shukla(15), .daylight(0.75), last: true)
        // Krishna's birth at midnight on the eighth of the dark half.
        let janmashtami = tithi(h.shravana, h.krishna(8), .midnight, last: true)
        // Vijayadashami in the afternoon (aparahna), on the day with the star Shravana if any.
        let dussehra = tithi(h.ashvin, h.shukla(10), .daylight(0.7), star: 22)
        let shivaratri = tithi(h.magha, h.krishna(14), .midnight)
        let ugadi = tithi(h.chaitra, h.shukla(1), .sunrise)
        let mahavirJayanti = tithi(h.chaitra, h.shukla(13), .sunrise)
        let buddhaPurnima = tithi(h.vaishakha, h.shukla(15), .sunrise)
        let rathaYatra = tithi(h.ashadha, h.shukla(2), .sunrise)
        let rakshaBandhan = tithi(h.shravana, h.shukla(15), .daylight(0.7))
        let ganeshChaturthi = tithi(h.bhadrapada, h.shukla(4), .daylight(0.5))
        let navaratri = HolidayRule.span(tithi(h.ashvin, h.shukla(1), .sunrise), days: 9)
        let valmikiJayanti = tithi(h.ashvin, h.shukla(15), .sunrise)
        let chhath = tithi(h.kartika, h.shukla(6), .sunrise)
        let guruNanakJayanti = tithi(h.kartika, h.shukla(15), .sunrise)
        let guruGobindSinghJayanti = tithi(h.pausha, h.shukla(7), .sunrise)
        let vasantPanchami = tithi(h.magha, h.shukla(5), .sunrise)
        let ravidasJayanti = tithi(h.magha, h.shukla(15), .sunrise)
        // Solar festivals: the sun entering Capricorn (Makara) and Aries (Mesha).
        let pongal = HolidayRule.hindu(.sankrantiBeforeSunset(sign: 9))
        let vaisakhi = HolidayRule.hindu(.sankrantiDay(sign: 0))
        let rabindraJayanti = HolidayRule.hindu(.bengali(sign: 0, day: 25))
        let onam = HolidayRule.hindu(.onam)
        var names: [(String, HolidayRule)] = [
            ("diwali", diwali), ("deepavali", diwali), ("deepawali", diwali), ("divali", diwali), ("lakshmi puja", diwali),
            ("dhanteras", dhanteras), ("dhanatrayodashi", dhanteras), ("dhantrayodashi", dhanteras),
            ("karva chauth", karvaChauth), ("karwa chauth", karvaChauth),
            ("holika dahan", holikaDahan), ("chhoti holi", holikaDahan), ("choti holi", holikaDahan),
            ("holi", .offset(holikaDahan, days: 1)), ("dhulandi", .offset(holikaDahan, days: 1)),
            ("janmashtami", janmashtami), ("krishna janmashtami", janmashtami), ("gokulashtami", janmashtami),
            ("dussehra", dussehra), ("dusshera", dussehra), ("dasara", dussehra), ("vijayadashami", dussehra),
            ("vijaya dashami", dussehra),
            ("maha shivaratri", shivaratri), ("mahashivaratri", shivaratri), ("maha sivaratri", shivaratri),
            ("ugadi", ugadi), ("yugadi", ugadi), ("gudi padwa", ugadi), ("chaitra sukladi", ugadi), ("chaitra sukhladi", ugadi),
            ("mahavir jayanti", mahavirJayanti), ("mahaveer jayanti", mahavirJayanti),
            ("mahavir janma kalyanak", mahavirJayanti), ("mahaveer janma kalyanak", mahavirJayanti),
            ("buddha purnima", buddhaPurnima), ("buddha jayanti", buddhaPurnima), ("vesak", buddhaPurnima),
            ("ratha yatra", rathaYatra), ("rath yatra", rathaYatra),
            ("raksha bandhan", rakshaBandhan), ("rakshabandhan", rakshaBandhan),
            ("ganesh chaturthi", ganeshChaturthi), ("ganesha chaturthi", ganeshChaturthi), ("vinayaka chaturthi", ganeshChaturthi),
            ("navaratri", navaratri), ("navratri", navaratri),
            ("valmiki jayanti", valmikiJayanti), ("maharishi valmiki jayanti", valmikiJayanti), ("pargat diwas", valmikiJayanti),
            ("chhath", chhath), ("chhath puja", chhath),
            ("guru nanak jayanti", guruNanakJayanti), ("guru nanaks birthday", guruNanakJayanti),
            ("guru nanak birthday", guruNanakJayanti), ("guru nanak gurpurab", guruNanakJayanti),
            ("guru gobind singh jayanti", guruGobindSinghJayanti), ("guru gobind singh birthday", guruGobindSinghJayanti),
            ("guru gobind singhs birthday", guruGobindSinghJayanti),
            ("vasant panchami", vasantPanchami), ("basant panchami", vasantPanchami),
            ("guru ravidas jayanti", ravidasJayanti), ("guru ravidass jayanti", ravidasJayanti),
            ("guru ravidas birthday", ravidasJayanti), ("guru ravidass birthday", ravidasJayanti),
            ("pongal", pongal), ("thai pongal", pongal), ("makar sankranti", pongal), ("makara sankranti", pongal),
            ("maattu pongal", .offset(pongal, days: 1)), ("mattu pongal", .offset(pongal, days: 1)),
            ("vaisakhi", vaisakhi), ("baisakhi", vaisakhi),
            ("rabindra jayanti", rabindraJayanti), ("rabindranath jayanti", rabindraJayanti),
            ("rabindranath tagore jayanti", rabindraJayanti),
            ("onam", onam), ("thiruvonam", onam), ("thiru onam", onam),
        ]
        // Naraka Chaturdashi ("small Diwali") is the day before Diwali.
        for name in ["naraka chaturdashi", "narak chaturdashi", "kali chaudas", "chhoti diwali", "choti diwali"] {
            names.append((name, .offset(diwali, days: -1)))
        }
        return names
    }()
}
