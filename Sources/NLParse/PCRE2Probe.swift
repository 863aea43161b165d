import CPCRE2
public enum PCRE2Probe { public static var version: Int32 { PCRE2_MAJOR } }
