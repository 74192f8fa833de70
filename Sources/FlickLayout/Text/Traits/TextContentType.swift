/// What a text input holds, for autofill (UIKit's `UITextContentType`): a string-backed
/// value with UIKit's names and raw values, so `textField.textContentType = .password` and
/// `TextContentType("custom")` both compile. Recorded only (policy): nothing is filled in.
public struct TextContentType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    public static let name = TextContentType("name")
    public static let namePrefix = TextContentType("honorific-prefix")
    public static let givenName = TextContentType("given-name")
    public static let middleName = TextContentType("additional-name")
    public static let familyName = TextContentType("family-name")
    public static let nameSuffix = TextContentType("honorific-suffix")
    public static let nickname = TextContentType("nickname")
    public static let jobTitle = TextContentType("job-title")
    public static let organizationName = TextContentType("organization")
    public static let location = TextContentType("location")
    public static let fullStreetAddress = TextContentType("street-address")
    public static let streetAddressLine1 = TextContentType("address-line1")
    public static let streetAddressLine2 = TextContentType("address-line2")
    public static let addressCity = TextContentType("address-level2")
    public static let addressState = TextContentType("address-level1")
    public static let addressCityAndState = TextContentType("address-level1+2")
    public static let sublocality = TextContentType("address-level3")
    public static let countryName = TextContentType("country-name")
    public static let postalCode = TextContentType("postal-code")
    public static let telephoneNumber = TextContentType("tel")
    public static let emailAddress = TextContentType("email")
    public static let URL = TextContentType("url")
    public static let creditCardNumber = TextContentType("cc-number")
    public static let username = TextContentType("username")
    public static let password = TextContentType("password")
    public static let newPassword = TextContentType("new-password")
    public static let oneTimeCode = TextContentType("one-time-code")
}
